#ifndef STACKUP_CLIBXML2_SHIM_H
#define STACKUP_CLIBXML2_SHIM_H
/* Debian's libxml2 is built with ICU; its headers would pull the system ICU into every module
   that also sees Foundation's bundled ICU ("'UErrorCode' has different definitions"). Stackup
   never touches the ICU-dependent fields, so hide them (see shared/libxml2-notes.md §2). */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>

/* The parser context's current input position as a byte offset (libxml2 keeps it in three
   fields). */
static inline long stackup_byte_offset(xmlParserCtxtPtr ctxt) {
  if (ctxt == 0 || ctxt->input == 0) return 0;
  return (long)ctxt->input->consumed + (long)(ctxt->input->cur - ctxt->input->base);
}
static inline int stackup_depth(xmlParserCtxtPtr ctxt) { return ctxt->nameNr; }
#endif
