import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

export const PRIMARY_COLOR = '#3278FF';

// Shade 6 is PRIMARY_COLOR itself, for brand surfaces, icons, borders and focus rings. White on it
// is only 3.98:1, so the primary shade (filled buttons, outline and link text) is shade 8, the
// same hue darker: 6.6:1 under white text, 5.7:1 as text on the light tint.
const PRIMARY_TEXT_SHADE = 8;

const brand: MantineColorsTuple = [
  '#eaf1ff',
  '#d3e2ff',
  '#a7c4ff',
  '#79a5ff',
  '#548cff',
  '#3f7fff',
  PRIMARY_COLOR,
  '#1f63e6',
  '#1454cc',
  '#0a45b3',
];

// Mantine's shades 8 (filled, under white text) and 9 (text on the light tint) of these palettes
// fall below 4.5:1; the same hues, darkened just enough, keep badges and alerts readable.
const READABLE_SHADES: Record<string, [string, string]> = {
  red: ['#df2d2d', '#c52929'],
  cyan: ['#0b7f92', '#0b7285'],
  teal: ['#08845e', '#087a58'],
  green: ['#28863a', '#267a37'],
  lime: ['#4e800b', '#4c7a0b'],
  yellow: ['#ab6400', '#a95700'],
  orange: ['#c84d0a', '#ba3e0d'],
};

const readableColors = Object.fromEntries(
  Object.entries(READABLE_SHADES).map(([name, [eight, nine]]) => {
    const shades = [...DEFAULT_THEME.colors[name]!.slice(0, 8), eight, nine];
    return [name, shades as unknown as MantineColorsTuple];
  }),
);

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: PRIMARY_TEXT_SHADE, dark: PRIMARY_TEXT_SHADE },
  colors: { ...readableColors, brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // People who ask their system for less motion get dialogs, menus and toasts without it.
  respectReducedMotion: true,
  components: {
    // A comma is never a decimal point in US English: "2,100" is two thousand one hundred.
    // (Listed by name, not with NumberInput.extend, to keep the input out of the first load.)
    NumberInput: { defaultProps: { allowedDecimalSeparators: ['.'] } },
    // Labels are written in sentence case ("On sale", "Active") and shown as written. A badge
    // beside text keeps its whole word (the text wraps instead), never wider than its container.
    Badge: { styles: { root: { textTransform: 'none', flexShrink: 0, maxWidth: '100%' } } },
  },
});

// Mantine's default dimmed grey and primary-shade links fall below 4.5:1 on white; these keep
// secondary text and links readable while buttons keep the exact primary fill.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
  },
  dark: {},
});
