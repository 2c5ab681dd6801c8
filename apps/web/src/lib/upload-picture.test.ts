import { UPLOAD_LIMITS } from '@coalsim/contract';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../testing/mock-api';
import { PICTURE_SIZE_MESSAGE, PICTURE_TYPE_MESSAGE, pictureProblem, uploadPicture } from './upload-picture';

describe('uploadPicture', () => {
  it('refuses what the server would refuse before sending it', () => {
    expect(pictureProblem({ type: 'image/png', size: 1024 })).toBeUndefined();
    expect(pictureProblem({ type: 'image/svg+xml', size: 1024 })).toBe(PICTURE_TYPE_MESSAGE);
    expect(pictureProblem({ type: 'image/jpeg', size: UPLOAD_LIMITS.picture.maxBytes + 1 })).toBe(
      PICTURE_SIZE_MESSAGE,
    );
    expect(PICTURE_SIZE_MESSAGE).toBe('图片大小不能超过 5MB');
  });

  it('sends the picture as multipart `file` and answers with its record', async () => {
    const adapter = mockApi({
      'POST /api/localStorage/pictures': { status: 201, data: { id: 7, url: '/file/ab12.png' } },
    });
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'shaft.png', { type: 'image/png' });

    await expect(uploadPicture(picture)).resolves.toMatchObject({ url: '/file/ab12.png' });
    const body = adapter.mock.calls[0]?.[0].data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('shaft.png');
  });
});
