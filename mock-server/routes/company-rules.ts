import * as v from 'valibot';
import { isStored } from '../qiniu';
import { storageKey } from '../mount';
import { regionPath } from './company-store';
import * as Wire from '../../contracts/api/wire/company';
import { passwordsMatch } from '../../src/domain/company/subsidiary-form';

/**
 * The company area's request bodies as the mock checks them: the wire's bodies (built from
 * the forms' schemas, spec 2 section 5) plus what only the mock knows: the region exists in
 * its city tree and the image is on its storage host.
 */

/** A stored image: a well-formed key that the storage host holds. */
export const storedImage = () => v.pipe(storageKey(), v.check(isStored, '图片不存在'));
/** A region id the city tree has (the last id of the picked path). */
const regionId = v.pipe(Wire.RegionId, v.check((id: number) => regionPath(id).length >= 2, '地区不存在'));

export const ProfileBody = v.object({ ...Wire.ProfileBody.entries, locationId: regionId, logo: storedImage(), businessLicense: storedImage() });
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

export const GroupBody = Wire.GroupBody;

export const LicenceBody = v.object({ ...Wire.LicenceBody.entries, businessLicense: storedImage() });

export const ChildBody = v.pipe(v.object({ ...Wire.ChildBody.entries, locationId: regionId }), passwordsMatch());
