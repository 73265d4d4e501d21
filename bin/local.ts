// Placeholder until the local stack (lib/local) lands: see issue "Local stack".
process.stdout.write('The local stack is coming: `npm start` will run the whole product here.\n');
