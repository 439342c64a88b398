/** Midnight of a Brasília day (`yyyy-MM-dd`) as an instant (Brasília is UTC−3 all year since 2019). */
export const brasiliaMidnight = (day: string): Date => new Date(`${day}T00:00:00-03:00`);

/** The next day of `yyyy-MM-dd`. */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
