import type { PhotoMeasurements } from "@promptloom/contracts/studio/photo-studio";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** What the server measured in the photo: its colours, frame, light and temperature. */
export function PhotoMeasurementsList({ measurements }: { measurements: PhotoMeasurements }) {
  return (
    <div className="space-y-3">
      <div>
        <h3 className="mb-2 text-sm font-medium">Colour palette</h3>
        <ul aria-label="Colour palette" className="flex flex-wrap gap-2">
          {measurements.palette.map((colour) => (
            <li key={colour.hex} className="flex items-center gap-2 rounded-md border p-1 pr-2 text-xs">
              <span aria-hidden="true" className="size-6 rounded border" style={{ backgroundColor: colour.hex }} />
              <span>
                <span className="font-medium">{colour.name}</span>{" "}
                <span className="text-muted-foreground">
                  {colour.hex} · {percent(colour.share)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Aspect ratio</dt>
          <dd className="font-medium">{measurements.aspectRatio}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Brightness</dt>
          <dd className="font-medium">{Math.round(measurements.brightness)} / 100</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Contrast</dt>
          <dd className="font-medium">{Math.round(measurements.contrast)} / 100</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Colourfulness</dt>
          <dd className="font-medium">{Math.round(measurements.saturation)} / 100</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Colour temperature</dt>
          <dd className="font-medium">
            {measurements.temperature} ({measurements.temperatureKelvin.toLocaleString()} K)
          </dd>
        </div>
      </dl>
    </div>
  );
}
