// HarfBuzz (shaping) and FreeType (the font's tables), seen by exactly one Swift file:
// Sources/RealFonts/HarfBuzzFont.swift. Built only with the RealFonts package trait.
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
