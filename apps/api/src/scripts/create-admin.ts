import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@homekeep/contracts/auth';
import { nameText } from '@homekeep/contracts/common';
import { ConfigError, loadConfig } from '../config';
import { openForCommand } from '../db/command-database';
import { createAdmin } from '../modules/auth/auth.service';

const usage = `Creates an operator (admin) account in the configured database.

  npm run create-admin -w @homekeep/api -- --email ops@example.com --password '...' \\
    --first-name Ada --last-name Admin

Uses the same DATABASE_URL / DATA_DIR as the API. Admins are never created by sign-up.`;

const argsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  'first-name': nameText('first-name'),
  'last-name': nameText('last-name'),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
    console.error(`\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const { database, close } = await openForCommand(config, 'create-admin');
  try {
    const admin = await createAdmin(
      database.db,
      {
        email: parsed.data.email,
        password: parsed.data.password,
        firstName: parsed.data['first-name'],
        lastName: parsed.data['last-name'],
      },
      config.appName,
    );
    console.log(`Created admin ${admin.email} (${admin.id}).`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exitCode = 1;
});
