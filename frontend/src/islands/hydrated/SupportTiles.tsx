import { SupportTiles } from '../../features/services/SupportTiles';
import { disabilitySupportWorkerText as text } from '../../content/services';
import { defineIsland } from '../island';

/** The disability support worker page's tiles: one pressed at a time shows its details. */
export default defineIsland('SupportTiles', function DisabilitySupportTiles() {
  return <SupportTiles label={text.tilesLabel} tiles={text.tiles} />;
});
