import { beijingText } from '../fixtures/beijing-time';
import { allAccounts } from '../auth';
import type { Account } from '../fixtures/accounts';
import {
  type StoredChild, type StoredLicenceRecord, type StoredProfile, fixtureImages, seedChildren, seedLicenceRecords, seedProfiles,
} from '../fixtures/company';
import { LOCATIONS, type Region } from '../fixtures/locations';
import { storeFile } from '../qiniu';

/**
 * The company area's state, kept while the mock runs: profiles and licence records by company
 * id, child companies by group company id, and the provider state's audit failure.
 */
export const store = {
  profiles: new Map<number, StoredProfile>(),
  records: new Map<number, StoredLicenceRecord[]>(),
  children: new Map<number, StoredChild[]>(),
  auditFails: false,
};

export function resetCompanyStore() {
  store.profiles = seedProfiles(allAccounts());
  store.records = seedLicenceRecords();
  store.children = seedChildren();
  store.auditFails = false;
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

/** The names along a region path, e.g. 浙江省 杭州市 西湖区. */
export function regionName(id: number, tree: Region[] = LOCATIONS): string {
  const names: string[] = [];
  let level = tree;
  for (const step of regionPath(id, tree)) {
    const node = level.find((n) => n.id === step);
    if (!node) break;
    names.push(node.name);
    level = node.children ?? [];
  }
  return names.join(' ');
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
    Object.assign(a, { licenseStatus: p.licenseStatus, company_status: p.companyStatus, company_name: p.name, company_abbr: p.abbr });
  }
}

/** yyyy-MM-dd HH:mm:ss in Beijing time, as the records list shows times. */
export const stamp = (d = new Date()) => beijingText(Math.floor(d.getTime() / 1000));
