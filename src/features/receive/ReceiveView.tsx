/** Replaced by the receive feature (branch `receive`). */
export function ReceiveView() {
  return <p className="muted">Receive</p>;
}
