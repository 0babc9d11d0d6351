/** @jest-environment node */
import { MAX_LIST_ITEMS, MAX_PARAMETERS, MAX_QUERY_BYTES, MAX_VALUE_ITEMS, queryRefusal } from "../../backend/proxy.ts";

const at = (query: string) => new URL(`http://127.0.0.1/rest/v1/contact_etl${query}`);

describe("the local gateway's bounds on a query string (issue 40)", () => {
  it("passes what the site sends: the forms' head-only count, a seats read of the most keys the function answers", () => {
    expect(queryRefusal(at("?select=*"))).toBeNull();
    const keys = Array.from({ length: MAX_VALUE_ITEMS }, (_, i) => `"community-name-${i}-upcoming-event"`);
    expect(queryRefusal(at(`?keys=${encodeURIComponent(`{${keys.join(",")}}`)}`))).toBeNull();
  });

  it("refuses long lists, many filters and long query strings", () => {
    const columns = (n: number) => Array(n).fill("full_name").join(",");
    expect(queryRefusal(at(`?select=${columns(MAX_LIST_ITEMS)}`))).toBeNull();
    expect(queryRefusal(at(`?select=${columns(MAX_LIST_ITEMS + 1)}`))).toMatch(/items in "select"/);
    expect(queryRefusal(at(`?select=${columns(1500)}`))).not.toBeNull();
    expect(queryRefusal(at(`?order=${columns(MAX_LIST_ITEMS + 1)}`))).toMatch(/items in "order"/);
    expect(queryRefusal(at(`?sponsors.order=${columns(MAX_LIST_ITEMS + 1)}`))).toMatch(/items in "sponsors.order"/);
    const filters = Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => `c${i}=eq.1`).join("&");
    expect(queryRefusal(at(`?${filters}`))).toMatch(/query parameters/);
    expect(
      queryRefusal(
        at(
          `?id=in.(${Array(MAX_VALUE_ITEMS + 1)
            .fill("1")
            .join(",")})`,
        ),
      ),
    ).toMatch(/items in "id"/);
    expect(queryRefusal(at(`?message=eq.${"x".repeat(MAX_QUERY_BYTES)}`))).toMatch(/longer than/);
  });
});
