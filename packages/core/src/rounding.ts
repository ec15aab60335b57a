/**
 * Decimal rounding as people do it on paper: half away from zero, on the number as written.
 * `toFixed` and `Math.round(v * 10) / 10` round the binary value instead, so 354.45 (stored as
 * 354.4499...) became 354.4 while 427.35 (stored as 427.3500...) became 427.4. Shifting the
 * decimal point in the number's own text avoids that: 354.45 -> 354.5, 427.35 -> 427.4.
 */
export function roundDecimal(value: number, digits: number): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const shift = (n: number, by: number) => {
    const [mantissa, exponent = '0'] = n.toString().split('e');
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  const rounded = shift(Math.round(shift(Math.abs(value), digits)), -digits);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}
