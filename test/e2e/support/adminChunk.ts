// Which built JS files belong only to the admin area: those a prerendered admin shell preloads
// that the home page does not load at all.
import { measurePages } from '../../../frontend/scripts/bundle-size';

export async function adminOnlyScripts(): Promise<string[]> {
  const pages = await measurePages();
  const scriptsOf = (file: string) => {
    const page = pages.find((each) => each.file === file);
    if (!page) throw new Error(`No ${file} in the build`);
    return page.js.map((asset) => asset.path);
  };
  const home = new Set(scriptsOf('home/index.html'));
  return scriptsOf('admin/msg/index.html').filter((path) => !home.has(path));
}
