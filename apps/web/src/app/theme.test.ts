import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR, theme } from './theme';

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const hue = (hex: string) => {
  const [r, g, b] = channels(hex) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  const degrees =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (degrees * 60 + 360) % 360;
};

const brand = theme.colors!.brand!;
const shade = (theme.primaryShade as { light: number }).light;

describe('the primary colour and text (WCAG 2.2 AA, 4.5:1)', () => {
  it('keeps #3278FF as the brand colour for surfaces and focus rings', () => {
    expect(brand[6]).toBe(PRIMARY_COLOR);
  });

  it('puts white text on a darker shade of the same hue (filled buttons, badges)', () => {
    const filled = brand[shade]!;
    expect(contrast('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hue(filled) - hue(PRIMARY_COLOR))).toBeLessThan(3);
  });

  it('uses a shade readable on white and on the light tint as text (outline, links, light badges)', () => {
    expect(contrast(brand[shade]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand[9]!, brand[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps every palette readable: white on the filled shade, text on the light tint', () => {
    for (const [name, shades] of Object.entries(theme.colors!)) {
      if (name === 'dark' || !shades) continue;
      expect(contrast('#ffffff', shades[shade]!), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shades[9]!, shades[1]!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
