// SPDX-License-Identifier: GPL-3.0-or-later
// A text of a table to be translated when shown, as QT_TRANSLATE_NOOP3 marks it: the source and the
// comment that tells translators which sense, case or language is meant (part of the text's
// identity: the same source with another comment is another message).
#pragma once

namespace ferz {

struct Translatable {
    const char *source;
    const char *comment;
};

} // namespace ferz
