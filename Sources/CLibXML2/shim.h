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
#include <libxml/globals.h>

/* The parser context's current input position as a byte offset (libxml2 keeps it in three
   fields). */
static inline long stackup_byte_offset(xmlParserCtxtPtr ctxt) {
  if (ctxt == 0 || ctxt->input == 0) return 0;
  return (long)ctxt->input->consumed + (long)(ctxt->input->cur - ctxt->input->base);
}
static inline int stackup_depth(xmlParserCtxtPtr ctxt) { return ctxt->nameNr; }

/* libxml2's last-resort printer writes to stderr through the per-thread xmlGenericError
   function pointer. Its type is variadic, which Swift cannot implement, so the silent
   replacement and the save/restore live here. The reader installs it around each parse on the
   parsing thread, so nothing libxml2 does can reach stderr. */
static inline void stackup_silent_generic_error(void *ctx, const char *msg, ...) { (void)ctx; (void)msg; }
typedef struct { xmlGenericErrorFunc function; void *context; } stackup_generic_error_state;
static inline stackup_generic_error_state stackup_silence_generic_errors(void) {
  stackup_generic_error_state saved = { *__xmlGenericError(), *__xmlGenericErrorContext() };
  xmlSetGenericErrorFunc(0, stackup_silent_generic_error);
  return saved;
}
static inline void stackup_restore_generic_errors(stackup_generic_error_state saved) {
  xmlSetGenericErrorFunc(saved.context, saved.function);
}
#endif
