// The public lists (schema/contract/publicLists.ts): static JSON files the API's writes publish,
// read straight from the site, with no API key and no function to wake.
import {
  publicListPath,
  type PublicListFile,
  type PublicListItems,
  type PublicListName,
} from '../../../schema/contract/publicLists';

/** The list's items, newest first; rejects when the file cannot be read. */
export async function fetchPublicList<Name extends PublicListName>(
  name: Name,
): Promise<PublicListItems[Name][]> {
  const path = publicListPath(name);
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  const file = (await response.json()) as PublicListFile<PublicListItems[Name]>;
  if (!Array.isArray(file.items)) throw new Error(`${path} holds no list of items`);
  return file.items;
}
