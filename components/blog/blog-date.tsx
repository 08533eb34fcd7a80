const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "18 March 2026" for an ISO date (YYYY-MM-DD), read the same on every server and browser. */
export function formatBlogDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

export function BlogDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatBlogDate(date)}
    </time>
  );
}
