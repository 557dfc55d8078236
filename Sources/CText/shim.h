// HarfBuzz (shaping) and ICU (line breaks, grapheme clusters, bidi runs) for LayoutText, the only importer.
// ICU renames its functions by version (ubrk_open → ubrk_open_72): the static inline wrappers below are called
// from Swift by one stable name and compile against the installed ICU's headers.
#ifndef LAYOUTD_CTEXT_SHIM_H
#define LAYOUTD_CTEXT_SHIM_H

#include <hb.h>
#include <hb-ot.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

/// A line (`line` 1) or character (`line` 0) break iterator over `text`, or NULL when ICU refuses it.
static inline UBreakIterator *layoutd_break_iterator(int line, const UChar *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(line ? UBRK_LINE : UBRK_CHARACTER, "", text, length, &status);
    if (U_FAILURE(status)) { if (it) ubrk_close(it); return NULL; }
    return it;
}

/// The next boundary after the current one, or -1 at the end.
static inline int32_t layoutd_break_next(UBreakIterator *it) { return ubrk_next(it); }

/// Whether the boundary just returned is a hard (mandatory) line break.
static inline int layoutd_break_is_hard(UBreakIterator *it) {
    int32_t status = ubrk_getRuleStatus(it);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

static inline void layoutd_break_close(UBreakIterator *it) { ubrk_close(it); }

/// The paragraph's bidi levels (UAX #9), first-strong direction (left to right when none): `levels` gets one level
/// per code unit. Returns 0 on success.
static inline int layoutd_bidi_levels(const UChar *text, int32_t length, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return 1;
    ubidi_setPara(bidi, text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return 1; }
    const UBiDiLevel *got = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return 1; }
    for (int32_t i = 0; i < length; i++) levels[i] = got[i];
    ubidi_close(bidi);
    return 0;
}

#endif
