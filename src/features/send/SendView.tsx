export function SendView() {
  return <p className="muted">SendView</p>;
}
