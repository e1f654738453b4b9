// The stack storage.ts measures, in a process of its own so that the bench's client memory is not counted:
// a fresh in-memory stack on free ports (backend from SUPABASE_LOCAL_BACKEND / --postgres); prints its URL and keys.
import { startStack } from '../../supabase/local/stack.ts';

const stack = await startStack({ port: 0, dataDir: null, quiet: true, seed: false });
process.stdout.write(`${JSON.stringify({ url: stack.url, serviceRoleKey: stack.serviceRoleKey })}\n`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
