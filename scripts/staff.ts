/**
 * npm run staff -- add --phone "+91 9876543210" --name "Asha" --role owner
 * npm run staff -- list
 * npm run staff -- deactivate --id 3
 *
 * Staff accounts of the back office (/admin). The first owner can only come
 * from here; each change is written to the audit log like a change made at /admin.
 */
import { parseArgs } from 'node:util';
import { validateConfigOrExit } from '../lib/server/config';
import { closeDatabase, getDatabase } from '../lib/server/db/connection';
import { migrateToLatest } from '../lib/server/db/migrate';
import { logError } from '../lib/server/log';
import { COMMAND_ACTOR } from '../lib/server/services/staff/audit';
import {
  addStaffMember,
  deactivateStaffMember,
  listStaffMembers,
  parseStaffPhone,
} from '../lib/server/services/staff/staff';

const USAGE =
  'usage: npm run staff -- add --phone "+91 9876543210" --name NAME --role owner|staff | list | deactivate --id ID';

async function main(argv: string[]): Promise<void> {
  validateConfigOrExit();
  await migrateToLatest(await getDatabase());
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { phone: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, id: { type: 'string' } },
  });
  switch (positionals[0]) {
    case 'add': {
      const role = values.role ?? 'staff';
      if (role !== 'owner' && role !== 'staff') throw new Error(`--role must be owner or staff. ${USAGE}`);
      if (!values.phone || !values.name) throw new Error(`--phone and --name are required. ${USAGE}`);
      const row = await addStaffMember({ ...parseStaffPhone(values.phone), name: values.name, role }, COMMAND_ACTOR);
      console.log(
        `staff: added #${row.id} ${row.name} (${row.role}), ${row.country_code} ${row.mobile_number}: sign in at /admin with a code sent to this phone, then enrol an authenticator app`,
      );
      break;
    }
    case 'list': {
      for (const row of await listStaffMembers()) {
        const state = [
          row.active === 1 ? 'active' : 'inactive',
          row.totp_enrolled === 1 ? 'TOTP enrolled' : 'TOTP not enrolled',
        ].join(', ');
        console.log(`#${row.id}\t${row.role}\t${row.country_code} ${row.mobile_number}\t${row.name}\t${state}`);
      }
      break;
    }
    case 'deactivate': {
      const id = Number(values.id);
      if (!Number.isInteger(id) || id <= 0) throw new Error(`--id must be a staff id (see list). ${USAGE}`);
      const changed = await deactivateStaffMember(id, COMMAND_ACTOR);
      console.log(
        changed ? `staff: #${id} deactivated, its sessions and tokens ended` : `staff: #${id} was already inactive`,
      );
      break;
    }
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2))
  .catch((error: unknown) => {
    logError(`staff ${process.argv[2] ?? ''} failed`, error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
