/**
 * A place name in the form its spellings share: case, accents and punctuation ignored, and
 * "St."/"Ste."/"Ft."/"Mt." read as "Saint"/"Sainte"/"Fort"/"Mount" ("St. Paul" is "saint paul").
 */
export function canonicalPlaceName(name: string) {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\bste\.?(?=\s)/g, 'sainte')
    .replace(/\bst\.?(?=\s)/g, 'saint')
    .replace(/\bft\.?(?=\s)/g, 'fort')
    .replace(/\bmt\.?(?=\s)/g, 'mount')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
