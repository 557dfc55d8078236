// HarfBuzz (shaping) for LayoutText, the only importer. ICU (line breaks, grapheme clusters, bidi runs) is reached
// through CTextBreaks, whose header names no ICU type.
#ifndef LAYOUTD_CTEXT_SHIM_H
#define LAYOUTD_CTEXT_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
