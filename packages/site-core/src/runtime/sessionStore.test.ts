import { sessionStore } from './sessionStore';

describe('sessionStore', () => {
  it("is the tab's sessionStorage", () => {
    expect(sessionStore()).toBe(window.sessionStorage);
  });

  it('is none when the browser forbids storage, instead of throwing at the caller', () => {
    const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(sessionStore()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
