import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMailError } from '../../server/lib/mail';
import { message, word } from '../../server/lib/messages';
import { startTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const inLanguage = (language: string) => ({ 'accept-language': language });

describe('the server answers its own messages in the request language (issue 14)', () => {
  it('words a 404 in Spanish, Catalan and English', async () => {
    const answers = await Promise.all(
      ['es-ES,es;q=0.9', 'ca', 'en'].map((language) =>
        t.api.get('/api/user/999999', { token: t.admin.token, headers: inLanguage(language) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(answers.map((answer) => answer.body.detail)).toEqual([
      'No se ha encontrado el usuario.',
      'No s’ha trobat l’usuari.',
      'User not found.',
    ]);
    expect(answers.every((answer) => answer.body.code === 'not_found')).toBe(true);
  });

  it('words sign-in refusals and conflicts, keeping the code', async () => {
    const login = await t.api.post('/api/login', {
      json: { email: 'ningu@e.example', password: 'res-de-res' },
      headers: inLanguage('ca-ES'),
    });
    expect(login.body).toEqual({ code: 'invalid_credentials', detail: 'El correu electrònic o la contrasenya no són correctes.' });
    const own = await t.api.delete(`/api/user/${t.admin.id}`, { token: t.admin.token, headers: inLanguage('es') });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'own_account', detail: 'No puede eliminar su propia cuenta.' });
    const taken = await t.api.post('/api/user', {
      token: t.admin.token,
      json: { name: 'X', email: t.client.email, password: 'una-clau-segura', role: 'client' },
      headers: inLanguage('ca'),
    });
    expect(taken.body.detail).toBe(`Ja existeix un usuari amb el correu ${t.client.email}.`);
    expect(taken.body.fields).toEqual({ email: 'Ja existeix un usuari amb aquest correu.' });
  });

  it('leaves an API client that names no language with the English words', async () => {
    const answer = await t.api.get('/api/user/999999', { token: t.admin.token });
    expect(answer.body.detail).toBe('User not found.');
  });

  it('words a field prefix and SMTP failures from the message catalogue', () => {
    expect(word('es', message('common.fieldProblem', { field: 'logo', problem: message('files.unsupported') }))).toBe(
      'logo: No se acepta este tipo de archivo.',
    );
    expect(word('ca', describeMailError({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND' }))).toBe(
      'No s’ha trobat el nom del servidor SMTP.',
    );
  });
});
