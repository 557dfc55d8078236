#include "text_breaks.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

int32_t layoutd_breaks(const uint16_t *text, int32_t length, int line, int32_t *positions, uint8_t *hard,
                       int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(line ? UBRK_LINE : UBRK_CHARACTER, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        if (it) ubrk_close(it);
        return -1;
    }
    int32_t count = 0;
    for (int32_t next = ubrk_next(it); next != UBRK_DONE && count < capacity; next = ubrk_next(it)) {
        int32_t rule = ubrk_getRuleStatus(it);
        positions[count] = next;
        hard[count] = line && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
        count++;
    }
    ubrk_close(it);
    return count;
}

int layoutd_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return 1;
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return 1;
    }
    const UBiDiLevel *got = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return 1;
    }
    for (int32_t i = 0; i < length; i++) levels[i] = got[i];
    ubidi_close(bidi);
    return 0;
}
