import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from '@/lib/site/islands';

/**
 * The container of a page's interactive app. Next renders the app into it at build time; in the
 * browser the route's island entry (see app/islands/mount.ts) hydrates it with the same props,
 * which travel as JSON in the container's attribute, so both renders start from the same state.
 */
export function Island<P extends object>({ component: App, props }: { component: ComponentType<P>; props: P }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: JSON.stringify(props) }}>
      <App {...props} />
    </div>
  );
}
