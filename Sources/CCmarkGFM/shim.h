// cmark-gfm and its GFM extensions (table, strikethrough, autolink, tagfilter, tasklist).
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
