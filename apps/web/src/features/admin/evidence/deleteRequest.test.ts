import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import {
  InvalidResponseError,
  deleteBody,
  deleteFailureMessage,
  deletePath,
  deleteProblem,
  deleteQuestion,
  isPermanent,
  needsCount,
  openConfirmation,
  restoreNote,
  type DeleteRequest,
} from './deleteRequest';

const selected: DeleteRequest = { scope: 'temp', target: { kind: 'ids', ids: ['a', 'b'] } };
const all: DeleteRequest = { scope: 'articles', target: { kind: 'all' } };

describe('delete requests', () => {
  it('calls the collection endpoints with the documented bodies', () => {
    expect(deletePath('temp')).toBe('/api/admin/evidence/temp');
    expect(deletePath('main')).toBe('/api/admin/evidence/main');
    expect(deletePath('articles')).toBe('/api/admin/articles');
    expect(deletePath('library')).toBe('/api/admin/evidence');
    expect(deleteBody({ kind: 'id', id: 'x', label: 'X' })).toEqual({ id: 'x' });
    expect(deleteBody({ kind: 'ids', ids: ['a'] })).toEqual({ ids: ['a'] });
    expect(deleteBody({ kind: 'source', sourceURL: ' https://a.example/ ' })).toEqual({
      sourceURL: 'https://a.example/',
    });
    expect(deleteBody({ kind: 'all' })).toEqual({ deleteAll: true });
  });

  it('refuses an empty selection and a blank source with the documented messages', () => {
    expect(deleteProblem({ scope: 'main', target: { kind: 'ids', ids: [] } })).toBe(
      'No items selected for deletion',
    );
    expect(deleteProblem({ scope: 'library', target: { kind: 'source', sourceURL: '  ' } })).toBe(
      'Please enter a Source URL to delete by source',
    );
    expect(deleteProblem(selected)).toBeNull();
    expect(deleteProblem(all)).toBeNull();
  });

  it('knows which deletes are permanent', () => {
    expect(isPermanent('temp')).toBe(true);
    expect(isPermanent('articles')).toBe(true);
    expect(isPermanent('main')).toBe(false);
    expect(isPermanent('library')).toBe(false);
  });

  it('asks about exactly what goes', () => {
    expect(deleteQuestion(selected)).toBe('Delete 2 items selected in Evidence-Temp?');
    expect(deleteQuestion(all)).toBe('Delete all items in Articles?');
    expect(
      deleteQuestion({ scope: 'library', target: { kind: 'source', sourceURL: 'https://s/' } }),
    ).toBe('Delete every item in Evidence Items from https://s/?');
    expect(deleteQuestion({ scope: 'main', target: { kind: 'id', id: '1', label: 'GDP' } })).toBe(
      'Delete "GDP"?',
    );
  });

  it('says how many a delete by source or of all takes, once counted', () => {
    const bySource: DeleteRequest = {
      scope: 'library',
      target: { kind: 'source', sourceURL: ' https://s/ ' },
    };
    expect(needsCount(bySource)).toBe(true);
    expect(needsCount(selected)).toBe(false);
    expect(deleteQuestion(bySource, 12)).toBe(
      'Delete all 12 items in Evidence Items from https://s/?',
    );
    expect(deleteQuestion(bySource, 1)).toBe(
      'Delete the 1 item in Evidence Items from https://s/?',
    );
    expect(deleteQuestion(bySource, 0)).toBe(
      'No items in Evidence Items come from https://s/: nothing to delete.',
    );
    expect(deleteQuestion(all, 3)).toBe('Delete all 3 items in Articles?');
    expect(deleteQuestion(all, 0)).toBe('Articles has no items: nothing to delete.');
  });

  it("names where the page's deleted evidence goes (it has no Deleted tab itself)", () => {
    expect(restoreNote('library')).toBe(
      'The items move to Deleted: restore them from the Deleted tab of Manage Evidence & Articles in the Admin Console.',
    );
    expect(restoreNote('main')).toBe(
      'The items move to the Deleted tab, where they can be restored.',
    );
  });

  it("words failures: 'Error: {msg}' or its defaults", () => {
    expect(deleteFailureMessage(selected, new ApiError(400, 'At most 500 items at a time'))).toBe(
      'Error: At most 500 items at a time',
    );
    expect(deleteFailureMessage(selected, new TypeError('fetch failed'))).toBe(
      'Error: Failed to delete item(s)',
    );
    expect(deleteFailureMessage(all, new TypeError('fetch failed'))).toBe(
      'Error: Failed to delete items',
    );
    expect(deleteFailureMessage(all, new InvalidResponseError())).toBe(
      'Invalid response from server',
    );
    const single: DeleteRequest = { scope: 'library', target: { kind: 'id', id: '1', label: 'x' } };
    expect(deleteFailureMessage(single, new ApiError(404, 'Evidence not found'))).toBe(
      'Failed to delete evidence. Please try again.',
    );
  });

  it('ignores a second open while a confirmation is showing', () => {
    expect(openConfirmation(null, selected)).toBe(selected);
    expect(openConfirmation(selected, all)).toBe(selected);
  });
});
