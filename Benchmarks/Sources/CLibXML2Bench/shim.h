#include <libxml/parser.h>
#include <libxml/parserInternals.h>
