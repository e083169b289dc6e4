import { allAccounts } from '../auth';
import type { Account } from '../fixtures/accounts';
import { type StoredProfile, fixtureImages, seedProfiles } from '../fixtures/company';
import { LOCATIONS, type Region } from '../fixtures/locations';
import { storeFile } from '../qiniu';

/** The company area's state: profiles by company id (kept while the mock runs). */
export const store = { profiles: new Map<number, StoredProfile>() };

export function resetCompanyStore() {
  store.profiles = seedProfiles(allAccounts());
  // qiniuArea's reset (earlier in AREAS) emptied the storage host; put the fixture images back.
  for (const image of fixtureImages()) storeFile(image.key, 'image/png', image.body);
}

/** A sub-account reads its company's profile; everyone else their own company's. */
export const profileOf = (a: Account) => store.profiles.get(a.company_id);

/** The province, city, region path that ends at `id` ([] when the tree has no such id). */
export function regionPath(id: number, tree: Region[] = LOCATIONS): number[] {
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const below = regionPath(id, node.children ?? []);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

export const imageUrl = (key: string) => (key ? `/uploads/${key}` : '');

/** The GET answer: the city as its path, images with where they can be shown. */
export const profileView = (p: StoredProfile) => ({
  ...p,
  locationId: p.locationId ? regionPath(p.locationId) : [],
  thumbnailLogo: imageUrl(p.logo),
  thumbnailBusinessLicense: imageUrl(p.businessLicense),
});

/** Licence and company status are the company's: every account of it sees the change. */
export function syncAccounts(companyId: number, p: StoredProfile) {
  for (const a of allAccounts()) {
    if (a.company_id !== companyId) continue;
    a.licenseStatus = p.licenseStatus;
    a.company_status = p.companyStatus;
  }
}
