import { eq } from 'drizzle-orm';
import type { ProfileRequirement } from '@homekeep/contracts/vendors';
import type { Database } from '../src/db/database';
import { vendorProfiles, vendorServices, vendorZipCodes } from '../src/db/schema';

/**
 * Takes one part out of a vendor's saved profile, as an account made before that part was
 * required would lack it (the profile form itself never saves an incomplete profile).
 */
export async function removeProfilePart(db: Database, vendorId: string, part: ProfileRequirement) {
  const profile = eq(vendorProfiles.userId, vendorId);
  switch (part) {
    case 'serviceIds':
      await db.delete(vendorServices).where(eq(vendorServices.vendorId, vendorId));
      return;
    case 'zipCodes':
      await db.delete(vendorZipCodes).where(eq(vendorZipCodes.vendorId, vendorId));
      return;
    case 'companyName':
    case 'licenseNumber':
      await db
        .update(vendorProfiles)
        .set({ [part]: '' })
        .where(profile);
      return;
    default:
      await db
        .update(vendorProfiles)
        .set({ [part]: null })
        .where(profile);
  }
}
