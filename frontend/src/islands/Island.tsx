import { createContext, useContext, useId, type ReactElement } from 'react';
import { islandAttributes, type HydrateWhen, type IslandComponent } from './island';

export interface PendingIsland {
  name: string;
  element: ReactElement;
}

/**
 * Set only by the prerender: islands are rendered there as separate React roots, exactly as the
 * browser hydrates them (so ids from useId match), and spliced in at their markers.
 */
export const PendingIslands = createContext<Map<string, PendingIsland> | null>(null);

export const islandMarker = (id: string) => `<!--island ${id}-->`;

/**
 * An interactive part of a public page. Everything else on a public page is plain HTML that the
 * browser never hydrates; only islands load code. Props travel through the page as JSON, so they
 * must be plain data. In the admin's single-page app (which can render public routes) the
 * component simply renders in place.
 */
export function Island<P extends object>({
  of: Component,
  props,
  when = 'load',
}: {
  of: IslandComponent<P>;
  props: P;
  when?: HydrateWhen;
}) {
  const pending = useContext(PendingIslands);
  const id = useId();
  const attributes = {
    [islandAttributes.name]: Component.islandName,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.when]: when,
    // The wrapper must not change the layout it sits in (flex rows, grids).
    style: { display: 'contents' },
  };
  if (pending) {
    pending.set(id, { name: Component.islandName, element: <Component {...props} /> });
    return <div {...attributes} dangerouslySetInnerHTML={{ __html: islandMarker(id) }} />;
  }
  return (
    <div {...attributes}>
      <Component {...props} />
    </div>
  );
}
