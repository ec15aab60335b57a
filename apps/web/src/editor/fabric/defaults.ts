import { FabricImage, FabricObject } from 'fabric';

/**
 * Fabric draws each object into its own cache canvas first ("object caching"). For a slide of up
 * to a few hundred simple shapes and texts that first draw costs most of a slide switch (about
 * 60-90 ms for 100 objects against 5-15 ms without, docs/performance.md budget 150 ms). Drawn
 * paths turn it back on in decorate(): they have many points and are costly to redraw while others
 * move. Runs once, when the editor's code loads.
 */
FabricObject.ownDefaults.objectCaching = false;

/**
 * Images save the address they were given ('/files/...'), not the browser's absolute form
 * ('http://host/files/...'), so stories do not depend on the host they were made on.
 */
FabricImage.ownDefaults.srcFromAttribute = true;

/**
 * Touch (issue #18 item 5): a finger hits a handle within 32 px (Fabric's default is 24, WCAG
 * 2.5.8 asks 24). On a touch screen the handles are drawn bigger, and stand 10 px off the object,
 * so their touch areas leave its middle free: a small heading can still be dragged, not resized.
 */
FabricObject.ownDefaults.touchCornerSize = 32;
if (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches) {
  FabricObject.ownDefaults.cornerSize = 16;
  FabricObject.ownDefaults.padding = 10;
}
