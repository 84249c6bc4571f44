import { fold } from '../../analysis/fold.ts'

/*
 * A product that is a kind of the skill the ad names: PostgreSQL is SQL, TypeScript and React
 * are written in JavaScript, Django in Python. The analysis reads such a pair as only 'related'
 * (its relations go both ways: SQL does not prove PostgreSQL), so the writer would ask "Have you
 * used SQL? Your PostgreSQL is related", which tells the person their own resume is unclear. For
 * questions the product counts as proof of the skill; it is still never written in as the skill,
 * since the fabrication guard and the fit report decide what is proven.
 */

/** The skill, and the products whose use is use of it. */
const IMPLIED_BY: Readonly<Record<string, readonly string[]>> = {
  sql: [
    'postgresql',
    'postgres',
    'mysql',
    'mariadb',
    'microsoft sql server',
    'sql server',
    'ms sql',
    't-sql',
    'pl/sql',
    'sqlite',
    'oracle database',
  ],
  'relational databases': [
    'postgresql',
    'postgres',
    'mysql',
    'mariadb',
    'microsoft sql server',
    'sql server',
    'sqlite',
    'oracle database',
  ],
  nosql: ['mongodb', 'cassandra', 'dynamodb', 'couchdb', 'redis', 'elasticsearch'],
  javascript: ['typescript', 'node.js', 'nodejs', 'react', 'vue.js', 'vue', 'angular', 'jquery'],
  python: ['django', 'flask', 'fastapi', 'pandas', 'numpy'],
  java: ['spring', 'spring boot'],
  css: ['sass', 'scss', 'less', 'tailwind css', 'tailwind'],
  'version control': ['git', 'github', 'gitlab'],
  containers: ['docker', 'kubernetes'],
  'cloud computing': [
    'aws',
    'amazon web services',
    'azure',
    'microsoft azure',
    'gcp',
    'google cloud',
  ],
}

/** Whether the resume's `shown` product is use of the ad's `keyword` (PostgreSQL for SQL). */
export function impliesSkill(keyword: string, shown: string): boolean {
  const products = IMPLIED_BY[fold(keyword).trim()]
  return products?.includes(fold(shown).trim()) ?? false
}
