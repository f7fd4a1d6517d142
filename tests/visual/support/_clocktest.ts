const d = new Date(); console.log(d.toISOString(), Date.now(), d instanceof Date, typeof Date(), new Date(0).toISOString());
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite();
console.log((await db.query('select now() as n')).rows);
