import JSZip from 'jszip';

/** A OneRoster CSV bundle for tests: each file's lines joined, zipped. */
export type TestBundle = Partial<
  Record<'manifest.csv' | 'users.csv' | 'classes.csv' | 'enrollments.csv', string[]>
>;

export const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email';
export const CLASSES_HEADER =
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects';
export const ENROLLMENTS_HEADER =
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';

/**
 * A small school: a teacher who already has an account (teacher@school.example), two pupils (one
 * without an e-mail address), one pupil marked tobedeleted, a class with the teacher and a class
 * without one.
 */
export function schoolBundle(): Required<Omit<TestBundle, 'manifest.csv'>> & TestBundle {
  return {
    'manifest.csv': [
      'propertyName,value',
      'manifest.version,1.0',
      'oneroster.version,1.2',
      'file.users,bulk',
      'file.classes,bulk',
      'file.enrollments,bulk',
      'file.orgs,absent',
    ],
    'users.csv': [
      USERS_HEADER,
      't1,,,true,org1,teacher,rivera,,Maria,Rivera,,,Teacher@School.example',
      's1,,,true,org1,student,ada,,Ada,Lovelace,,,ada@school.example',
      's2,,,true,org1,student,alan,,Alan,Turing,,,',
      's3,tobedeleted,2026-01-01,true,org1,student,old,,Old,Pupil,,,old@school.example',
    ],
    'classes.csv': [
      CLASSES_HEADER,
      'c1,,,Year 9 Maths,09,course1,9MA/1,scheduled,,org1,term1,',
      'c2,,,Art club,09,course2,,homeroom,,org1,term1,',
    ],
    'enrollments.csv': [
      ENROLLMENTS_HEADER,
      'e1,,,c1,org1,t1,teacher,true,,',
      'e2,,,c1,org1,s1,student,false,,',
      'e3,,,c1,org1,s2,student,false,,',
      'e4,,,c2,org1,s1,student,false,,',
      'e5,,,c1,org1,s3,student,false,,',
    ],
  };
}

export async function zipBundle(bundle: TestBundle): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, lines] of Object.entries(bundle)) zip.file(name, `${lines.join('\r\n')}\r\n`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
