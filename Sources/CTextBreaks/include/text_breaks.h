// ICU's line and grapheme breaks and bidi levels behind plain C types, for LayoutText. ICU's own headers stay in
// text_breaks.c: a Swift module that also imports Foundation (whose _FoundationICU ships other ICU headers) must not
// see them.
#ifndef LAYOUTD_TEXT_BREAKS_H
#define LAYOUTD_TEXT_BREAKS_H

#include <stdint.h>

/// Every break boundary after position 0 of `text` (`line` 1: UAX #14 line-break opportunities, `hard[i]` 1 for a
/// mandatory one; 0: grapheme cluster boundaries): at most `capacity` positions written. Returns how many, or -1 when
/// ICU refuses the text.
int32_t layoutd_breaks(const uint16_t *text, int32_t length, int line, int32_t *positions, uint8_t *hard,
                       int32_t capacity);

/// The paragraph's bidi levels (UAX #9), first-strong direction (left to right when none): one level per code unit.
/// Returns 0 on success.
int layoutd_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels);

#endif
