/** Minutes as hours with at most one decimal: 90 → "1.5", 600 → "10", 20 → "0.3". */
export const formatHours = (minutes: number): string => {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return hours.toLocaleString("en-US", { maximumFractionDigits: 1 });
};
