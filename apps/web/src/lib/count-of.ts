/** "1 prompt", "3 prompts": a count with its noun in the right number. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
