"""The documentation site (scripts/docs) in real Chromium: the lab serves it at /docs and its bar links
there; from the Grasp module's landing page a reader reaches the arena article (the arena, GestureArena, is
internal: the article is its public face), the symbol GestureEngine and the Meet Grasp tutorial; no
page visited has a link that leads nowhere or a file that fails to load. The same site, copied under
another path of a plain static server, works there too. Screenshots: artifacts/screenshots/docs-*.png.

The site must be built first (scripts/docs; scripts/test builds it before this stage and sets
GRASP_DOCS_REQUIRED=1, so that a missing site fails there instead of skipping)."""
import os
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from urllib.parse import urljoin, urlparse

import pytest

from conftest import ARTIFACTS, LAB_URL, ROOT, lab_url

SITE = ROOT / ".build-docs" / "site"
NOT_FOUND = "can't be found"  # DocC's page for an address that names no page


def require_site():
    if not (SITE / "index.html").exists():
        message = f"the documentation site is not built ({SITE}): run scripts/docs"
        if os.environ.get("GRASP_DOCS_REQUIRED") == "1":
            pytest.fail(message)
        pytest.skip(message)


def status_of(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def open_page(page, url, title):
    """Opens `url`, waits for DocC to render a page whose main heading is `title`, returns its failures."""
    page.goto(url)
    page.wait_for_function("t => [...document.querySelectorAll('h1')].some(h => h.textContent.trim() === t)",
                           arg=title, timeout=20_000)
    assert NOT_FOUND not in page.inner_text("body")


def check_links(page, base, checked):
    """Every link of the page that stays on the site leads to a page DocC can render: the address answers
    200 and so does the page's data file (what DocC's renderer fetches). Returns the number checked."""
    hrefs = page.evaluate("[...document.querySelectorAll('a[href]')].map(a => a.href)")
    count = 0
    for href in hrefs:
        url = urlparse(href)
        if not href.startswith(base) or url.path in checked:
            continue
        checked.add(url.path)
        count += 1
        assert status_of(href.split("#")[0]) == 200, f"{page.url}: link to {href} is broken"
        relative = url.path[len(urlparse(base).path):].strip("/")
        if relative.startswith(("documentation/", "tutorials/")) and relative not in ("documentation", "tutorials"):
            data = urljoin(base, "data/" + relative + ".json")
            assert status_of(data) == 200, f"{page.url}: link to {href} has no page data ({data})"
    return count


def watch_failures(page, base):
    """The requests for the site's files (under `base`) that fail, as they happen."""
    failures = []
    page.on("response", lambda r: failures.append(f"{r.status} {r.url}") if r.status >= 400 and r.url.startswith(base) else None)
    page.on("requestfailed", lambda r: failures.append(f"failed {r.url}") if r.url.startswith(base) else None)
    return failures


def test_the_lab_serves_the_docs_and_the_pages_link_where_they_say(context, page):
    require_site()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    base = f"{LAB_URL}/docs/"
    failures = watch_failures(page, base)

    # The lab's bar links to the documentation.
    page.goto(lab_url())
    href = page.get_attribute("#docs-link", "href")
    assert urljoin(LAB_URL + "/", href) == f"{LAB_URL}/docs/documentation/grasp"
    page.errors.clear()  # the lab's own page is not under test here

    # /docs leads to the site's landing page, which lists every module.
    open_page(page, f"{LAB_URL}/docs", "Grasp")
    assert page.url.startswith(base + "documentation")
    for module in ["GraspGeometry", "GraspMotion", "GraspCore", "GraspInteractions", "GraspTrace", "GraspWasm"]:
        assert page.locator(f"a[href$='/documentation/{module.lower()}']").count() > 0, module
    checked = set()
    counts = [check_links(page, base, checked)]

    # The Grasp module's landing page, then the core's, which it links, then the arena article from that.
    open_page(page, base + "documentation/grasp", "Grasp")
    page.screenshot(path=str(ARTIFACTS / "docs-grasp.png"))
    counts.append(check_links(page, base, checked))
    page.locator("a[href$='/documentation/graspcore']:not(.leaf-link):visible").first.click()
    page.wait_for_url("**/documentation/graspcore")
    page.wait_for_function("() => [...document.querySelectorAll('h1')].some(h => h.textContent.trim() === 'GraspCore')")
    counts.append(check_links(page, base, checked))
    page.locator("a[href$='/documentation/graspcore/thearena']:not(.leaf-link):visible").first.click()
    page.wait_for_url("**/documentation/graspcore/thearena")
    page.wait_for_function("() => [...document.querySelectorAll('h1')].some(h => h.textContent.trim() === 'The Arena')")
    assert NOT_FOUND not in page.inner_text("body")
    counts.append(check_links(page, base, checked))
    # A symbol page, GestureEngine, from the core's landing page.
    open_page(page, base + "documentation/graspcore", "GraspCore")
    page.locator("a[href$='/documentation/graspcore/gestureengine']:not(.leaf-link):visible").first.click()
    page.wait_for_function("() => [...document.querySelectorAll('h1')].some(h => h.textContent.trim() === 'GestureEngine')")
    counts.append(check_links(page, base, checked))

    # The tutorial, from the landing page.
    open_page(page, base + "documentation/grasp", "Grasp")
    page.locator("a[href$='/tutorials/grasp/meetgrasp']:not(.leaf-link):visible").first.click()
    page.wait_for_url("**/tutorials/grasp/meetgrasp")
    page.wait_for_function("() => document.body.innerText.includes('Start a package')", timeout=20_000)
    assert NOT_FOUND not in page.inner_text("body")
    # Its code listings are there: the last step's test file names the test host.
    assert page.evaluate("document.body.innerText.includes('GestureTestHost')")
    page.screenshot(path=str(ARTIFACTS / "docs-tutorial.png"), full_page=False)
    counts.append(check_links(page, base, checked))

    assert sum(counts) >= 30, counts
    assert failures == [], failures
    assert page.errors == [], page.errors


def test_the_site_works_from_another_folder_of_a_static_host(context, page):
    require_site()
    with tempfile.TemporaryDirectory() as folder:
        target = os.path.join(folder, "somewhere", "grasp-docs")
        shutil.copytree(SITE, target)
        server = subprocess.Popen(["python3", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()  # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
            port = int(line.split(" port ")[1].split()[0])
            base = f"http://127.0.0.1:{port}/somewhere/grasp-docs/"
            failures = watch_failures(page, base)
            open_page(page, base, "Grasp")
            open_page(page, base + "documentation/graspmotion/animator/", "Animator")
            page.locator("a[href$='/documentation/graspmotion']:not(.leaf-link):visible").first.click()
            page.wait_for_function("() => [...document.querySelectorAll('h1')].some(h => h.textContent.trim() === 'GraspMotion')")
            assert failures == [], failures
            assert page.errors == [], page.errors
        finally:
            server.terminate()
            server.wait(timeout=10)
