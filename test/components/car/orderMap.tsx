/** The map stand-in of the car order tests (`jest.mock('…/hosts/map/MapView', () => jest.requireActual('./orderMap'))`). */
export function MapView(props: {
  label: string;
  markers?: { id: string; title: string; kind?: string; lat: number; lng: number; moving?: boolean }[];
  polylines?: { id: string; points: unknown[]; dashed?: boolean }[];
}) {
  return (
    <div data-testid="map" aria-label={props.label}>
      {props.markers?.map((m) => (
        <span
          key={m.id}
          data-testid={`marker-${m.id}`}
          data-kind={m.kind}
          data-pos={`${m.lat},${m.lng}`}
          data-moving={m.moving ? '1' : '0'}
        >
          {m.title}
        </span>
      ))}
      {props.polylines?.map((p) => (
        <span
          key={p.id}
          data-testid={`line-${p.id}`}
          data-points={p.points.length}
          data-dashed={p.dashed ? '1' : '0'}
        />
      ))}
    </div>
  );
}
