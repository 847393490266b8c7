import type { ExpertTip } from "../expert-tip.ts";

/** Code: JavaScript, CSS and the browser, code: node, apis and servers, code: python and scripts. */
export const codeTips: ExpertTip[] = [
  // Code: JavaScript, CSS and the browser.
  {
    kinds: ["code"],
    about: "debounce throttle search input typing keystroke",
    text: "Clear the pending timer on every call, call the function with the latest arguments and the original `this` when the wait ends, and use a throttle instead if it must also fire during continuous input.",
  },
  {
    kinds: ["debugging", "code"],
    about: "center centre centering vertically horizontally div flexbox align-items",
    text: "Put display:flex with justify-content and align-items on the parent, not on the child, and give the parent a height (e.g. min-height: 100vh), since a container only as tall as its content has nothing to centre within vertically.",
  },
  {
    kinds: ["debugging", "code"],
    about: "footer stick sticky bottom short page",
    // A footer to keep down, not "a short description for the eventbrite page".
    when: ["footer"],
    text: "Make the page wrapper (or body) a column flexbox with min-height: 100vh and give the main content flex: 1, rather than position: fixed, which covers content on long pages.",
  },
  {
    kinds: ["debugging"],
    about: "settimeout var loop prints last same value closure",
    when: ["var"],
    text: "Declare the loop variable with let, which gives each iteration its own binding, instead of var, whose single shared variable already holds its final value when the callbacks run.",
  },
  {
    kinds: ["debugging", "code"],
    about: "sort sorts sorted numbers numeric wrong order array",
    when: ["sort", "sorts", "sorted", ".sort"],
    unless: ["python", "sql", "excel", "sheets", "pandas"],
    text: "Pass a compare function ((a, b) => a - b), since JavaScript's sort compares elements as strings by default (so 10 comes before 9), and note that it sorts the array in place.",
  },
  {
    kinds: ["code", "debugging", "how-to"],
    about: "react list key prop unique child warning map",
    when: ["key"],
    text: "Put the key on the outermost element the map returns (a fragment needs <Fragment key={…}>, since <> takes none), and use a stable unique id from the data, not the array index, which mislabels items when the list is reordered, filtered or added to.",
  },
  {
    kinds: ["debugging"],
    about: "react setstate state updating old value console.log",
    unless: ["setinterval"],
    text: "Note that a new state value only takes effect on the next render, so logging right after setState shows the old one; read it in the next render or an effect, and pass a function (setX(prev => …)) when the new state depends on the old.",
  },
  {
    kinds: ["code"],
    about: "accessible accessibility keyboard screen reader aria",
    text: "Build on native elements (button, radio inputs, select, label) so keyboard and screen-reader support come built in, keep a visible focus style, and add ARIA only where native semantics fall short.",
  },
  {
    kinds: ["code", "debugging"],
    about: "responsive mobile media query queries breakpoint breakpoints",
    text: "Write mobile-first styles with min-width media queries, include the viewport meta tag, and use flexible units (%, rem, fr, minmax) instead of fixed pixel widths.",
  },
  {
    kinds: ["code"],
    about: "chrome extension browser extension manifest content script",
    text: "Use Manifest V3, which Chrome now requires, ask only for the permissions and host matches it needs, and on pages that load content dynamically (like YouTube) watch for changes with a MutationObserver instead of running once on load.",
    // A building's extension and a script for a sheet are no browser extension.
    when: [
      ...["chrome extension", "browser extension", "firefox extension", "edge extension", "extension for chrome"],
      ...["extension for firefox", "manifest", "content script", "userscript", "tampermonkey"],
    ],
  },
  // Code: Node, APIs and servers.
  {
    kinds: ["debugging"],
    about: "express req.body undefined empty body-parser post",
    text: "Register express.json() (or express.urlencoded() for HTML forms) before the routes, and check that the client sends a Content-Type: application/json header, otherwise req.body is undefined.",
  },
  {
    kinds: ["code", "explanation"],
    about: "rest api design endpoints routes resources naming versioning",
    when: ["design", "rest", "restful", "endpoints", "routes"],
    text: "Use plural nouns for resources and HTTP methods for actions (GET /orders/{id}, POST /orders), consistent status codes (201 on create, 404, 422 for validation errors), and plan pagination and versioning from the start.",
  },
  {
    kinds: ["code", "explanation", "question"],
    about: "jwt token tokens authentication login session auth hash passwords",
    text: "Hash passwords with bcrypt or Argon2, keep access tokens short-lived with a refresh flow, keep browser tokens in httpOnly Secure cookies rather than localStorage, and never put secrets in a JWT, whose payload is encoded, not encrypted.",
  },
  {
    kinds: ["code"],
    about: "nginx reverse proxy https certbot server block port",
    text: "Set the Host, X-Real-IP, X-Forwarded-For and X-Forwarded-Proto headers, add the Upgrade/Connection headers if the app uses websockets, redirect port 80 to 443, get the certificate with certbot, and check with nginx -t before reloading.",
  },
  {
    kinds: ["code"],
    about: "website down uptime monitor alert checks site",
    when: ["down", "uptime", "monitor", "monitors", "monitoring"],
    // A site or a service watched from outside, not a board's serial monitor or a folder watched for files.
    whenPattern: /\b(?:website|site|url|endpoint|server|api|service|homepage|web ?page)s?\b/u,
    unless: ["serial monitor"],
    text: "Count a timeout or a non-2xx status as down, alert only after two consecutive failures and once more when it recovers rather than on every check, and run it from a scheduler rather than an endless sleep loop.",
  },
  {
    kinds: ["code"],
    about: "send email smtplib attachment gmail smtp",
    when: ["python", "smtplib", ".py"],
    text: "Build the message with EmailMessage and add_attachment, connect with SMTP_SSL on port 465 (or starttls on 587), and log in with an app password read from an environment variable, since Gmail rejects the normal account password.",
  },
  {
    kinds: ["code"],
    about: "php contact form mail",
    when: ["php"],
    text: "Send through SMTP with PHPMailer rather than mail(), which usually lands in spam, validate the address and strip line breaks from header fields to prevent header injection, and add a honeypot field against spam bots.",
  },
  {
    kinds: ["debugging"],
    about: "flask 405 method not allowed route post",
    when: ["405", "method not allowed"],
    text: "Add methods=['GET', 'POST'] to the route, since Flask routes accept only GET by default, and check that the form's method and action point at that route.",
  },
  {
    kinds: ["debugging"],
    about: "django migrations migration makemigrations migrate column table",
    when: ["django", "migration", "migrations", "migrate"],
    text: "Run makemigrations and migrate and check showmigrations for unapplied ones; don't delete migration files on a shared database, and use migrate --fake only when the schema already matches.",
  },
  {
    kinds: ["code"],
    about: "terraform s3 bucket aws versioning encryption",
    when: ["terraform"],
    text: "Use the separate aws_s3_bucket_versioning, encryption and public-access-block resources that AWS provider v4+ requires, keep public access blocked unless the bucket is meant to be public, and pin the provider version.",
  },
  {
    kinds: ["debugging"],
    about: "docker container exits immediately exited exit code stops",
    when: ["docker", "container", "containers", "dockerfile", "compose", "kubernetes", "k8s", "pod"],
    text: "A container stops as soon as its main process ends, so check that CMD starts a long-running foreground process (a server, not a build step or a command that daemonises), and read docker logs for its last output.",
  },
  // Code: Python and scripts.
  {
    kinds: ["debugging"],
    about: "prints none returns none function return",
    when: ["none"],
    text: "Check that the function returns its result with return instead of printing it: a Python function that reaches its end without return gives None.",
  },
  {
    kinds: ["debugging"],
    about: "remove removing delete pop items list iterating skips loop",
    when: ["remove", "removing", "pop", "delete", "deleting"],
    text: "Don't remove items from a list while looping over it, which shifts the indices and skips elements; build a new list with a comprehension or filter, or loop over a copy.",
  },
  {
    kinds: ["debugging"],
    about: "concatenate str int typeerror string integer",
    text: "Convert the value where it comes in as text (input(), a CSV or JSON field) with int() or float() before doing arithmetic, deciding what happens to blank or non-numeric values, and use str() or an f-string when joining numbers into text.",
  },
  {
    kinds: ["debugging"],
    about: "filenotfounderror no such file directory path",
    when: ["filenotfounderror", "no such file", "file not found", "cannot find the file", "can't find the file"],
    text: "Print os.getcwd() and the absolute path being opened: a relative path resolves against the folder the script is run from, not where the script lives, so build paths from Path(__file__).parent, and on Windows use raw strings or forward slashes.",
  },
  {
    kinds: ["debugging"],
    about: "pycharm vscode ide terminal cmd runs fine works",
    when: ["pycharm", "vscode", "vs code", "ide", "from cmd", "in cmd", "command prompt", "terminal", "command line"],
    unless: ["cron"],
    text: "Compare the interpreter and working directory in both places (print sys.executable and os.getcwd()), since IDEs often use a virtual environment and start in the project folder, so installed packages and relative paths differ.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "ssl certificate verify failed pip install work corporate proxy",
    when: ["ssl", "certificate"],
    text: "Point pip or requests at the company's root certificate (pip config set global.cert, REQUESTS_CA_BUNDLE) instead of turning off verification, since a corporate proxy that re-signs traffic is the usual cause.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "ssh close closing disconnect stops script raspberry pi background",
    when: ["ssh"],
    text: "Run it as a systemd service with Restart=on-failure (or at least in tmux, screen or under nohup) so it survives the session closing and restarts after a reboot, with its output going to a log.",
  },
  {
    kinds: ["debugging", "code"],
    about: "recursive recursion fibonacci slow memoization",
    text: "Memoise it with functools.lru_cache (or a dictionary) or rewrite it iteratively, since plain recursion recomputes the same values an exponential number of times.",
  },
  {
    kinds: ["code"],
    about: "resize images jpgs photos pixels wide thumbnails compress",
    when: ["resize", "resizing", "compress", "thumbnail", "thumbnails", "smaller"],
    text: "Keep the aspect ratio, don't upscale images already smaller than the target, apply the EXIF orientation before resizing so portrait photos aren't turned sideways, and write to a separate folder instead of overwriting the originals.",
  },
  {
    kinds: ["code"],
    about: "delete files older than days temp cleanup",
    when: ["older", "old"],
    // Rotated backup copies are dated folders, which "find -type f" would skip, and "keep the last 7"
    // counts copies, not days.
    unless: [
      ...["powershell", "windows", "rsync", "copies", "snapshots", "folders", "directories"],
      ...["back up", "backs up", "backing up", "keep the last", "keeps the last", "keeping the last"],
      ...["keep only the last", "most recent", "newest"],
    ],
    text: "Restrict it to files (find -type f), and note that find's -mtime +N means more than N whole 24-hour periods old.",
  },
  {
    kinds: ["code"],
    about: "delete files older than days temp cleanup",
    // PowerShell's own names: a Python script on Windows has neither LastWriteTime nor -File.
    when: ["powershell", "ps1", "get-childitem"],
    text: "Compare LastWriteTime rather than CreationTime, which resets when files are copied, and filter out folders with -File.",
  },
  {
    kinds: ["code", "spreadsheet"],
    about: "compound interest monthly contributions deposits savings",
    text: "Convert the annual rate to a monthly one (rate/12), say whether contributions are added at the start or the end of each month since that changes the result, and check the figure against Excel's FV function.",
  },
  {
    kinds: ["code"],
    about: "arduino soil moisture sensor pump relay water plants",
    when: ["pump", "water", "watering", "relay", "valve"],
    // A temperature sensor switching a fan has no soil to calibrate against.
    whenPattern: /\b(?:soil|moisture|plants?|garden|watering|irrigat\w*)\b/u,
    text: "Calibrate the raw analogue readings against dry and wet soil (many sensors read higher when drier), switch the pump through a relay or MOSFET rather than straight from a pin, and add hysteresis or a maximum run time so the pump can't chatter or flood.",
  },
  {
    kinds: ["code"],
    about: "unit tests pytest jest test cases",
    when: ["test", "tests", "pytest", "jest", "unittest"],
    text: "Test the exact boundaries (just below, at and just above each limit) and invalid input as well as the typical case, and group similar cases with pytest.mark.parametrize or Jest's test.each.",
  },
  {
    kinds: ["debugging"],
    about: "java string == equals compare comparison",
    when: ["java"],
    text: "Compare strings with .equals() (or equalsIgnoreCase()), since == compares object references, not the text.",
  },
  {
    kinds: ["debugging"],
    about: "free linked list segfault segmentation fault pointer",
    when: ["linked list", "node", "nodes"],
    text: "Save the next pointer before freeing the node (next = cur->next; free(cur); cur = next), since reading a freed node is undefined behaviour, and run under valgrind or -fsanitize=address to catch other memory errors.",
  },
  {
    kinds: ["debugging"],
    about: "goroutines goroutine deadlock asleep channel",
    text: "An unbuffered channel send blocks until another goroutine receives, so start the sender or receiver in its own goroutine, buffer the channel, or close it when done so range loops end.",
  },
  {
    kinds: ["debugging"],
    about: "flutter renderflex overflowed overflow keyboard pixels",
    text: "Wrap the form in a SingleChildScrollView (or a ListView) so it scrolls when the keyboard takes space, rather than turning off resizeToAvoidBottomInset, which hides fields behind the keyboard.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "permission denied script chmod execute shebang bad interpreter",
    unless: ["publickey"],
    text: "Check the shebang line, make the file executable with chmod +x and run it as ./script.sh, and convert Windows line endings with dos2unix if it says 'bad interpreter: ^M'.",
  },
  {
    kinds: ["debugging", "how-to"],
    about: "command path zshrc bashrc profile",
    when: ["not found", "path", "zshrc", "bashrc", "bash_profile"],
    text: "Add the directory to PATH in ~/.zshrc (macOS's default shell since Catalina) or ~/.bashrc, open a new terminal or source the file, and check with echo $PATH and which.",
  },
  {
    kinds: ["how-to", "question"],
    about: "install python mac macbook homebrew pyenv",
    text: "Install it with the python.org installer, Homebrew or pyenv, leave the system Python alone, run it as python3, and create a virtual environment per project (python3 -m venv .venv).",
  },
];
