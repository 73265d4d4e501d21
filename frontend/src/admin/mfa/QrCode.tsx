// A QR code drawn as SVG from the qrcode package's module matrix: no data: URL or inline markup,
// so the page's Content-Security-Policy needs nothing new.
import { create } from 'qrcode';

/** Light modules around the code, as the QR specification asks. */
const QUIET_ZONE = 4;

export function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column))
        dark.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  const extent = modules.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={dark.join('')} fill="#000" />
    </svg>
  );
}
