import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { addChartFailedText, InvalidSearchResponseError, loadUrlsFailedText } from './api';

describe('error texts of the Data Collector calls', () => {
  it("adds the server's reason to 'Failed to add chart', else the default", () => {
    expect(
      addChartFailedText(new ApiError(400, 'An image URL (s3URL or imageURL) is required')),
    ).toBe('Failed to add chart: An image URL (s3URL or imageURL) is required');
    expect(addChartFailedText(new ApiError(500, 'Request failed (500)'))).toBe(
      'Failed to add chart: Failed to add chart to temp collection',
    );
    expect(addChartFailedText(new TypeError('Failed to fetch'))).toBe(
      'Failed to add chart: Failed to add chart to temp collection',
    );
  });

  it("says 'Invalid response format from server' or 'Failed to load URLs' with the reason", () => {
    expect(loadUrlsFailedText(new InvalidSearchResponseError())).toBe(
      'Invalid response format from server',
    );
    expect(loadUrlsFailedText(new ApiError(502, 'the site answered 404'))).toBe(
      'Failed to load URLs: the site answered 404',
    );
    expect(
      loadUrlsFailedText(
        new ApiError(422, 'Failed to load URLs: no result links were found on that page'),
      ),
    ).toBe('Failed to load URLs: no result links were found on that page');
    expect(loadUrlsFailedText(new ApiError(500, 'Request failed (500)'))).toBe(
      'Failed to load URLs',
    );
  });
});
