/* Hide the system ICU that Debian's libxml2 headers would pull in: it clashes with Foundation's
   bundled ICU, which libxml2-parse imports for the C library (as the main package's shim). */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
