export function Spinner({ large, label }: { large?: boolean; label?: string }) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role="img" with a label when labelled, hidden otherwise.
    <span
      className={large ? 'spinner large' : 'spinner'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
