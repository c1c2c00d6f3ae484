export function SendPreviewView() {
  return <p className="muted">SendPreviewView</p>;
}
