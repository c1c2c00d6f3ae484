export function Spinner({ large, label }: { large?: boolean; label?: string }) {
  return <span className={large ? 'spinner large' : 'spinner'} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}
