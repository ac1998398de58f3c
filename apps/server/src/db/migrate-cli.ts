import { loadSettings } from '../config/settings';
import { openDatabase } from './client';

const settings = loadSettings();
const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.dataDir });
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
